/** The users feature's door: what the app shell and other features may use of it. */
export { userQueryKey, userQueryOptions } from './api/get-user';
export { useUpdateUser } from './api/update-user';
export { useCurrentUser, useCurrentUserToEdit } from './hooks/use-current-user';
