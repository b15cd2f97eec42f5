// The journey's guards read the domain's document and legal-form tables: loaded with the first
// journey screen, not with the home page. A file of its own, so that preloading a screen from the
// entry does not bring the router with it.
export const loadJourneyGuards = () => import('../guards/journey-guards');
