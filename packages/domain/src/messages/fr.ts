/** Messages shared by the web app and the API (validation and server errors), French. */
export const fr = {
  'validation.required': 'Ce champ est obligatoire',
  'validation.form_invalid': 'Des informations sont manquantes ou incorrectes.',
  'error.generic': 'Une erreur est survenue avec votre demande. Veuillez réessayer ultérieurement.',
  'error.unauthenticated': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.auth_failed': 'Le mot de passe est incorrect',
  'error.forbidden': "Vous n'avez pas accès à cette ressource.",
  'error.not_found': 'Ressource introuvable.',
  'error.too_many_requests': 'Trop de tentatives. Veuillez réessayer dans quelques instants.',
} as const;

export type MessageKey = keyof typeof fr;
