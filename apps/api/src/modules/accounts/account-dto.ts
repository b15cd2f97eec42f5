import { z } from 'zod';

/** What POST /companies/{id}/complete answers (spec §3 Account). */
export const AccountDtoSchema = z.object({
  uuid: z.string(),
  rib: z.object({ pdf_url: z.string() }),
  iban: z.string(),
  bic: z.string(),
});
export type AccountDto = z.infer<typeof AccountDtoSchema>;

export const ribPdfUrl = (publicApiUrl: string, uuid: string) => `${publicApiUrl}/accounts/${uuid}/rib.pdf`;
