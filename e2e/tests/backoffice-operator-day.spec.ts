import { workingDaysBetween } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { newPerson, uniqueEmail } from '../src/api';
import { atApiTime } from '../src/api-clock';
import { expectAccessible } from '../src/axe';
import { signIn } from '../src/backoffice';
import { makePdf } from '../src/documents';
import { createOperator } from '../src/operators';
import { seedSubmittedOpening } from '../src/seed-submitted';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A submission instant one working day old by the service level's own count: with the API's
 * two working days (BACKOFFICE_SLA_WORKING_DAYS), one left, so at risk and not yet overdue. Ten
 * minutes of margin cover the seeding and the journey that reads it.
 */
function oneWorkingDayAgo(now = new Date()): Date {
  for (let days = 1; ; days += 1) {
    const at = new Date(now.getTime() - days * DAY_MS - 10 * 60 * 1000);
    if (workingDaysBetween(at, now) === 1) return at;
  }
}

/** Who works the case, as its page's "Attribution" says it. */
const holder = (page: Page) =>
  page.getByRole('region', { name: 'Attribution' }).getByRole('definition').first();

/** The dashboard's list of cases at risk of missing the service level, oldest submission first. */
async function casesAtRisk(page: Page) {
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  const section = page.getByRole('region', { name: 'Dossiers risquant de dépasser le délai' });
  await expect(section).toBeVisible();
  return section.getByRole('listitem');
}

/** The case list narrowed to the cases the signed-in operator works ("Mes dossiers"). */
async function myCases(page: Page) {
  await page.getByRole('link', { name: "Dossiers d'ouverture" }).click();
  await page.getByLabel('Mes dossiers').check();
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/assignee=me/);
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
}

test("an operator's day: the oldest case at risk claimed, its documents decided by keyboard, handed to a supervisor who approves it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const identity = await makePdf('cni-benard.pdf', "Carte nationale d'identité — Hélène Benard");
  const pdf = await makePdf('statuts.pdf', 'Statuts de la SELARL');
  // One case submitted a working day ago (one day left of two: at risk), one submitted now.
  const customer = newPerson('Hélène', 'Benard');
  const older = await atApiTime(oneWorkingDayAgo(), () =>
    seedSubmittedOpening(request, customer, { identity, pdf }),
  );
  const newer = await seedSubmittedOpening(request, newPerson('Claire', 'Benard'), { identity, pdf });
  const caseLink = (id: string) => `a[href="/cases/${id}"]`;

  // The reviewer signs in (password and TOTP) and looks at the cases at risk.
  const reviewer = createOperator('reviewer', uniqueEmail('revue'), 'Inès Garnier');
  await signIn(page, reviewer.email, reviewer.totpSecret);
  const atRisk = await casesAtRisk(page);
  await expect(atRisk.first().locator(caseLink(older.companyId))).toBeVisible();
  await expect(atRisk.first()).toContainText('à risque');
  await expect(atRisk.first()).toContainText("personne pour l'instant");
  // The case submitted now has its two working days ahead: not at risk.
  await expect(page.locator(caseLink(newer.companyId))).toHaveCount(0);

  // She claims the oldest; "my cases" then holds it, and it alone.
  await atRisk.first().locator(caseLink(older.companyId)).click();
  const assignment = page.getByRole('region', { name: 'Attribution' });
  await assignment.getByRole('button', { name: 'Prendre ce dossier' }).click();
  await expect(holder(page)).toHaveText('vous');
  const mine = await myCases(page);
  await expect(mine).toHaveCount(1);
  // The list marks it too, before it is late.
  await expect(mine.first()).toContainText('À risque');
  await mine.first().locator(caseLink(older.companyId)).click();

  // The identity document opens beside the person it proves.
  const people = page.getByRole('region', { name: 'Les personnes' });
  await expect(people).toContainText('Hélène Benard');
  await expect(people).toContainText('1984-07-02');
  const documents = page.getByRole('region', { name: 'Les pièces' }).getByRole('listitem');
  const identityCard = documents.filter({ hasText: `Hélène Benard — cni-benard.pdf` });
  await identityCard.getByRole('button', { name: 'Voir cni-benard.pdf' }).click();
  const viewer = page.getByRole('complementary', { name: 'Document à côté des données' });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  const [personBox, viewerBox] = [await people.boundingBox(), await viewer.boundingBox()];
  if (!personBox || !viewerBox) throw new Error('the person and the viewer are both on screen');
  // Side by side: the viewer to the right of the person's details, level with them.
  expect(viewerBox.x).toBeGreaterThanOrEqual(personBox.x + personBox.width);
  expect(viewerBox.y).toBeLessThan(personBox.y + personBox.height);

  // By keyboard only: "d" brings the decisions to hand, Enter starts the review.
  await page.keyboard.press('d');
  await expect(page.locator(':focus')).toHaveText('Commencer la revue');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('case-status')).toHaveText('En revue');
  // From the first document to the last: "a" accepts the one shown, "j" shows the next.
  const count = await documents.count();
  for (let step = 0; step < count; step += 1) await page.keyboard.press('k');
  for (let index = 0; index < count; index += 1) {
    await expect(documents.nth(index)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('a');
    await expect(viewer).toContainText('Acceptée par Inès Garnier');
    await page.keyboard.press('j');
  }
  // Recorded: read again, every document says who accepted it.
  await page.reload();
  await expect(documents).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    await expect(documents.nth(index)).toContainText('Acceptée par Inès Garnier');
  }
  await expectAccessible(page, 'back-office case page after the decisions by keyboard');
  // Four eyes: the reviewer who instructed it cannot approve it.
  await expect(page.getByRole('button', { name: 'Valider' })).toHaveCount(0);

  // She hands it over; the supervisor takes it and finds it in "my cases".
  await assignment.getByRole('button', { name: 'Le libérer' }).click();
  await expect(holder(page)).toHaveText("personne pour l'instant");
  const supervisor = createOperator('supervisor', uniqueEmail('superviseur'), 'Sophie Garnier');
  const boss = await browser.newPage();
  await signIn(boss, supervisor.email, supervisor.totpSecret);
  const bossAtRisk = await casesAtRisk(boss);
  await bossAtRisk.first().locator(caseLink(older.companyId)).click();
  const bossAssignment = boss.getByRole('region', { name: 'Attribution' });
  await bossAssignment.getByRole('button', { name: 'Prendre ce dossier' }).click();
  await expect(holder(boss)).toHaveText('vous');
  const bossMine = await myCases(boss);
  await expect(bossMine).toHaveCount(1);
  await bossMine.first().locator(caseLink(older.companyId)).click();
  await expect(boss.getByText('Instruit par\u00a0: Inès Garnier')).toBeVisible();
  await boss.getByRole('button', { name: 'Valider' }).click();
  await expect(boss.getByTestId('case-status')).toHaveText('En attente du premier virement');

  // The reviewer's page, read again, shows the approval she could not give.
  await page.reload();
  await expect(page.getByTestId('case-status')).toHaveText('En attente du premier virement');
});
