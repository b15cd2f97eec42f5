import { describe, expect, it } from 'vitest';
import { retentionReminderEmail } from '../../src/modules/data-rights/retention-reminder-email';

/** The reminder before an abandoned opening is purged: the date and the way back, in each language. */
const input = {
  brandName: 'Medipro',
  purgeOn: new Date('2027-04-04T09:00:00.000Z'),
  url: 'https://app.example.test',
};

describe('the reminder before an abandoned opening is purged', () => {
  it('says in French when the request goes and how to keep it', () => {
    const email = retentionReminderEmail('fr', input);
    expect(email.subject).toBe("Medipro\u00a0: votre demande d'ouverture sera supprimée le 04 avr 2027");
    expect(email.text).toContain('elle sera supprimée le 04 avr 2027');
    expect(email.text).toContain('vous connecter et de la reprendre\u00a0:\nhttps://app.example.test');
  });

  it('says it in English', () => {
    const email = retentionReminderEmail('en', input);
    expect(email.subject).toBe('Medipro: your account opening request will be deleted on 04 Apr 2027');
    expect(email.text).toContain('it will be deleted on 04 Apr 2027');
    expect(email.text).toContain('sign in and resume it:\nhttps://app.example.test');
  });

  it('says it in German', () => {
    const email = retentionReminderEmail('de', input);
    expect(email.subject).toBe('Medipro: Ihr Kontoeröffnungsantrag wird am 04 Apr 2027 gelöscht');
    expect(email.text).toContain('wird er am 04 Apr 2027 gelöscht');
    expect(email.text).toContain('setzen Sie ihn fort:\nhttps://app.example.test');
  });
});
