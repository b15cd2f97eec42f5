import { type LocalizedMessages, translator } from '../auth/localized-messages';

type Key = 'invalid';

const messages: LocalizedMessages<Key> = {
  fr: { invalid: "Ce code promotionnel n'est pas valide ou a expiré." },
  en: { invalid: 'This offer code is not valid or has expired.' },
  de: { invalid: 'Dieser Aktionscode ist ungültig oder abgelaufen.' },
};

export const voucherText = translator(messages);
