/** The case page's hits section: the queue and the case's alert link to it. */
export const SCREENING_HITS_SECTION = 'screening-hits';
