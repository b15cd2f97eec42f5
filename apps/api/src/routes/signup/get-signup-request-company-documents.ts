import { signupRequestDocuments } from '../documents/signup-request-documents';

/** The company's documents (statutes, proof of address...); only the request's user, signed in. */
export default signupRequestDocuments('company');
