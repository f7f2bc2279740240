import type { TextsIn } from '@mediawatch/shared/ui';

import type { PlayerMessages } from './en';

/** French: the footer player's texts. */
export const playerFr: TextsIn<PlayerMessages, 'fr'> = {
  hide: 'Masquer les commandes du lecteur',
  show: 'Afficher les commandes du lecteur',
  noAudioSupport: 'Votre navigateur ne prend pas en charge l’élément audio.',
  audioError: 'Impossible de charger l’audio de ce podcast.',
  name: 'Lecteur de podcasts',
  noPodcasts: 'Aucun podcast pour l’instant',
  addPodcasts: 'Ajoutez des podcasts dans Ressources › Podcasts',
  previous: 'Précédent',
  next: 'Suivant',
  play: 'Lecture',
  pause: 'Pause',
  back_one: 'Reculer de {{count}} seconde',
  back_many: 'Reculer de {{count}} de secondes',
  back_other: 'Reculer de {{count}} secondes',
  forward_one: 'Avancer de {{count}} seconde',
  forward_many: 'Avancer de {{count}} de secondes',
  forward_other: 'Avancer de {{count}} secondes',
  loading: 'Chargement de l’audio',
  seek: 'Position de lecture',
  position: '{{current}} sur {{total}}',
  volume: 'Volume',
  playlist: 'Liste de lecture',
  playing: 'En lecture : {{title}}',
  paused: 'En pause : {{title}}',
  selected: 'Podcast sélectionné : {{title}}, par {{author}}',
};
