import { AppError } from '../../errors';

/** The one 404 of the document routes: it does not tell whether the document is someone else's. */
export const documentNotFound = () => new AppError('not_found', 'document.not_found');
