import { type InfoDocument, list, note, paragraph, table } from '../document';
import { FGDR } from './bank';

export const depositGuaranteeEn: InfoDocument = {
  name: 'deposit-guarantee',
  locale: 'en',
  title: 'Depositor information sheet',
  edition: 'Deposit guarantee – version in force from 1 November 2026',
  numbered: false,
  lead: [
    'This standard sheet is provided to every depositor before the account agreement is concluded and then once a year, in accordance with Article L. 312-4 of the French Monetary and Financial Code and the French order of 27 October 2015 on informing depositors about the deposit guarantee.',
  ],
  sections: [
    {
      id: 'basics',
      heading: 'Basic information about the protection of deposits',
      blocks: [
        table(
          ['Item', 'Information'],
          [0.38, 0.62],
          [
            [
              'Deposits held with the partner bank are protected by',
              'Fonds de garantie des dépôts et de résolution (FGDR), the French deposit guarantee and resolution fund',
            ],
            ['Limit of protection', '€100,000 per depositor per credit institution (1)'],
            [
              'If you have more deposits at the same credit institution',
              'All your deposits at the same credit institution that fall within the scope of the guarantee are aggregated to determine the amount eligible for the guarantee; compensation is capped at €100,000 (1)',
            ],
            [
              'If you have a joint account with one or more other persons',
              'The limit of €100,000 applies to each depositor separately. The balance of the joint account is divided among its co-holders; each one’s share is added to their own deposits to calculate the guarantee limit that applies to them (2)',
            ],
            ['Other special cases', 'See note (2)'],
            ['Reimbursement period in case of the credit institution’s failure', 'Seven working days (3)'],
            ['Currency of reimbursement', 'Euro'],
            [
              'Contact',
              `Fonds de garantie des dépôts et de résolution (FGDR), ${FGDR.address}, France. Telephone: ${FGDR.phoneFromAbroad}. E-mail: ${FGDR.email}`,
            ],
            ['More information', `See the FGDR website: ${FGDR.website}`],
            [
              'Acknowledgement of receipt by the depositor',
              'You acknowledge receipt of this sheet by ticking the box provided for this purpose when you accept the account agreement (5)',
            ],
          ],
        ),
      ],
    },
    {
      id: 'limit',
      heading: '(1) General limit of protection',
      blocks: [
        paragraph(
          'If a deposit is unavailable because a credit institution is unable to meet its financial obligations, depositors are repaid by a deposit guarantee scheme. The repayment is capped at €100,000 per person and per credit institution. This means that all credit balances held with the same credit institution are added up to determine the amount eligible for the guarantee (subject to the legal or contractual provisions on set-off against debit accounts). The compensation limit is applied to this total. The deposits and persons eligible for the guarantee are listed in Article L. 312-4-1 of the French Monetary and Financial Code (for details, see the FGDR website).',
        ),
        note(
          'For example, if a customer holds an eligible savings account (other than a livret A, a sustainable and solidarity development passbook or a popular savings passbook) with a balance of €90,000 and a current account with a balance of €20,000, compensation will be capped at €100,000.',
        ),
        paragraph(
          'This method also applies where a credit institution operates under several trade names. This means that all deposits of the same person accepted under these trade names are covered by a maximum compensation of €100,000.',
        ),
      ],
    },
    {
      id: 'special-cases',
      heading: '(2) Main special cases',
      blocks: [
        list(
          'Joint accounts are divided equally among the co-holders, unless the contract provides for another allocation. Each one’s share is added to their other accounts or deposits and this total is guaranteed up to €100,000.',
          'Accounts on which at least two persons have rights as joint owners, partners of a company, members of an association or any similar group without legal personality are combined and treated as deposits made by a single depositor distinct from the joint owners or partners.',
          'Accounts belonging to a sole trader, opened to hold the assets and bank deposits of their professional activity, are combined and treated as deposits made by a single depositor distinct from that person’s other accounts.',
          'Sums held on livrets A, sustainable and solidarity development passbooks (LDDS) and popular savings passbooks (LEP) are guaranteed independently of the combined €100,000 limit applying to other accounts. This guarantee covers the sums deposited on all these passbooks for the same holder and the related interest, up to €100,000.',
          'Certain exceptional deposits (sums from a property transaction on a residential property belonging to the depositor; sums paid as capital compensation for damage suffered by the depositor; sums paid as a capital retirement benefit or an inheritance) benefit from a higher guarantee above €100,000 for a limited period after they are received.',
        ),
        paragraph('For details of these cases, see the FGDR website.'),
      ],
    },
    {
      id: 'payout',
      heading: '(3) Reimbursement',
      blocks: [
        paragraph(
          'The FGDR makes compensation available to depositors and beneficiaries of the guarantee, for the deposits it covers, seven working days from the date on which the French Prudential Supervision and Resolution Authority (ACPR) establishes that the deposits of the member institution are unavailable, under the first paragraph of I of Article L. 312-5 of the French Monetary and Financial Code.',
        ),
        paragraph(
          'This period applies to compensation that requires no special processing and no further information to determine the amount payable or to identify the depositor. If special processing or further information is needed, compensation is paid as soon as possible.',
        ),
        paragraph('Compensation is made available, at the FGDR’s choice:'),
        list(
          'either by sending a cheque letter by registered post with acknowledgement of receipt;',
          'or by posting the necessary information on a secure website opened specifically for this purpose by the FGDR and accessible from its official website, so that the beneficiary can state the new bank account to which the compensation should be transferred.',
        ),
      ],
    },
    {
      id: 'other',
      heading: '(4) Other important information',
      blocks: [
        paragraph(
          'As a general principle, all customers, whether individuals or businesses, and whether their accounts are opened in a personal or professional capacity, are covered by the FGDR. The exceptions applying to certain deposits or products are given on the FGDR website.',
        ),
        paragraph(
          'Your credit institution will tell you on request whether its products are guaranteed. If a deposit is guaranteed, the credit institution also confirms this on the account statement sent periodically and at least once a year.',
        ),
      ],
    },
    {
      id: 'acknowledgement',
      heading: '(5) Acknowledgement of receipt',
      blocks: [
        paragraph(
          'Where this sheet is attached to or included in the general or specific terms of the draft contract or agreement, its receipt is acknowledged when the agreement is signed. Its receipt is not acknowledged when the sheet is sent annually after the contract or agreement has been concluded.',
        ),
      ],
    },
  ],
};
