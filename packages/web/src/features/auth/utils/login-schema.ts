// The login form's rules, in a chunk of their own that loads after the page has painted
// (useDeferredZodSubmit): the login page is every visitor's first, and zod stays off it (issue 21).
export { loginRequestSchema } from '@tandem/shared';
