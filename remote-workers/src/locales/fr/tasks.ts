import type { TextsIn } from '@mediawatch/shared/ui';

import type { tasksEn } from '../en/tasks';

/** French: Tasks (/dashboard/tasks). */
export const tasksFr: TextsIn<typeof tasksEn, 'fr'> = {
  description:
    'Le travail de l’équipe sur la couverture : faites glisser une carte vers sa colonne et sa place, à la souris ou au clavier.',
  loading: 'Chargement des tâches',
  failed: 'Impossible de charger les tâches',
  readOnly: 'Vous pouvez consulter le tableau ; seuls les analystes et les administrateurs ajoutent, modifient ou déplacent des tâches.',
  add: 'Nouvelle tâche',
  columnCount_one: '{{count}} tâche',
  columnCount_many: '{{count}} tâches',
  columnCount_other: '{{count}} tâches',
  emptyColumn: 'Aucune tâche ici',
  filters: {
    label: 'Filtrer les tâches',
    all: 'Toutes',
    mine: 'Les miennes',
    assignee: 'Responsable',
    anyone: 'Tout le monde',
    nobody: 'Non attribuées',
  },
  card: {
    estimation: 'Estimation : {{value}}',
    due: 'Échéance le {{date}}',
    overdue: 'En retard : {{date}}',
    assignee: 'Attribuée à {{name}}',
    unassigned: 'Non attribuée',
    article: 'Article : {{title}}',
    edit: 'Modifier « {{name}} »',
    move: 'Déplacer « {{name}} »',
  },
  drag: {
    roleDescription: 'tâche déplaçable',
    instructions:
      'Pour saisir une tâche, appuyez sur Espace ou Entrée sur son bouton de déplacement. Les flèches la déplacent dans une colonne et d’une colonne à l’autre. Appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
    picked: '« {{name}} » saisie dans {{column}}, position {{position}} sur {{count}}.',
    over: '« {{name}} » au-dessus de {{column}}, position {{position}} sur {{count}}.',
    dropped: '« {{name}} » déposée dans {{column}}, position {{position}} sur {{count}}.',
    cancelled: 'Déplacement de « {{name}} » annulé ; elle est de retour dans {{column}}.',
    moved: 'Déplacée vers {{column}}',
  },
  dialog: {
    addTitle: 'Nouvelle tâche',
    editTitle: 'Modifier la tâche',
    save: 'Enregistrer',
    name: 'Nom',
    estimation: 'Estimation',
    estimationHelp: 'Texte libre, par exemple 2 h ou 3 jours',
    status: 'Colonne',
    assignee: 'Responsable',
    nobody: 'Personne',
    dueDate: 'Échéance',
    article: 'Article lié',
    unlink: 'Retirer le lien',
    delete: 'Supprimer',
    nameRequired: 'Le nom est obligatoire',
    nameMax: 'Le nom doit comporter au plus {{max}} caractères',
    estimationMax: 'L’estimation doit comporter au plus {{max}} caractères',
  },
  conflict:
    'Quelqu’un d’autre a enregistré cette tâche pendant votre modification. Le formulaire montre maintenant sa version : vérifiez-la, refaites votre modification et enregistrez.',
  moveConflict: 'Quelqu’un d’autre a modifié « {{name}} » entre-temps ; le tableau la montre telle qu’elle est maintenant.',
  saved: 'Tâche enregistrée',
  added: 'Tâche ajoutée',
  deleted: 'Tâche supprimée',
  deletedNamed: 'Tâche « {{name}} » supprimée',
  deleteTitle: 'Supprimer cette tâche ?',
  deleteText: '« {{name}} » sera supprimée pour tout le monde.',
};
