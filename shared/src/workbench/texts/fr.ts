import type { TextsIn } from '@mediawatch/shared';

import type { WorkbenchMessages } from './en';

export const workbenchFr: TextsIn<WorkbenchMessages, 'fr'> = {
  ejournal: {
    button: 'Ajouter à l’e-journal',
    buttonFor: 'Ajouter « {{title}} » à un numéro de l’e-journal',
    title: 'Ajouter cet article à un numéro de l’e-journal',
    issue: 'Numéro en brouillon',
    newIssue: 'Un nouveau numéro…',
    newTitle: 'Titre du nouveau numéro',
    defaultSection: 'Articles',
    submit: 'Ajouter au numéro',
    done: 'Ajouté à « {{title}} ».',
    already: 'Déjà dans « {{title}} ».',
    open: 'Ouvrir le numéro',
  },
  undo: {
    undo: 'Annuler',
    close: 'Supprimer maintenant',
  },
};
