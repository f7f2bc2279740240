import type { TextsIn } from '@mediawatch/shared';

import type { AuthMessages } from './en';

/** French: the texts of the sign-in and registration screens. */
export const authFr: TextsIn<AuthMessages, 'fr'> = {
  sideTitle: '{{product}} : la plateforme',
  sideSubtitle: 'Plus efficace grâce à des flux de travail optimisés.',
  about: 'À propos de {{product}}',
  signInTitle: 'Connectez-vous à votre compte',
  signInDocTitle: 'Connexion',
  registerTitle: 'Gérez votre travail plus efficacement avec Minimal',
  registerHeading: 'Commencez gratuitement',
  registerDocTitle: 'Inscription',
  noAccount: 'Pas encore de compte ?',
  getStarted: 'Commencer',
  haveAccount: 'Vous avez déjà un compte ?',
  signInLink: 'Se connecter',
  demoHint: 'Utilisez <email>{{email}}</email> avec le mot de passe <password>{{password}}</password>',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  passwordHint: 'Au moins {{count}} caractères',
  invalid: {
    required: {
      email: 'L’adresse e-mail est obligatoire',
      password: 'Le mot de passe est obligatoire',
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
    },
    tooLong: {
      email: 'L’adresse e-mail doit contenir au plus {{count}} caractères',
      password: 'Le mot de passe doit contenir au plus {{count}} caractères',
      firstName: 'Le prénom doit contenir au plus {{count}} caractères',
      lastName: 'Le nom doit contenir au plus {{count}} caractères',
    },
    emailFormat: 'L’adresse e-mail n’est pas valide',
    passwordTooShort: 'Le mot de passe doit contenir au moins {{count}} caractères',
  },
  signIn: 'Se connecter',
  /** docs/spec.md §8: the one message for a failed login of any kind. */
  wrongCredentials: 'Identifiants incorrects, réessayez',
  createAccount: 'Créer un compte',
  passwordCommon: 'Ce mot de passe figure sur une liste de mots de passe courants ou divulgués. Choisissez-en un autre.',
  passwordPersonal: 'Ce mot de passe contient votre adresse e-mail ou votre nom. Choisissez-en un autre.',
  passwordPattern: 'Ce mot de passe est une répétition, une suite ou un motif de clavier. Choisissez-en un autre.',
  passwordWeak: 'Ce mot de passe est trop facile à deviner. Ajoutez des mots ou des caractères.',
  registrationNotice: 'Nous avons envoyé un message à cette adresse. Si elle a déjà un compte, connectez-vous plutôt avec.',
  terms: 'En m’inscrivant, j’accepte les <terms>conditions d’utilisation</terms> et la <privacy>politique de confidentialité</privacy>.',
};
