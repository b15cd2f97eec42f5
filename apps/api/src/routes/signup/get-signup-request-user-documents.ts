import { signupRequestDocuments } from '../documents/signup-request-documents';

/** The identity documents already uploaded by the request's user; only that user, signed in. */
export default signupRequestDocuments('user');
