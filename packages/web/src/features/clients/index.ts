/** The clients feature's door: what the app shell and other features may use of it. */
export { useDeactivateClient } from './api/deactivate-client';
export { useClient } from './api/get-client';
export { clientsQueryKeys, useClients, useDashboardClients } from './api/get-clients';
export type { ClientFilter } from './api/get-clients';
export { useUpdateClient } from './api/update-client';
export { updateClientProfile, useUpdateClientProfile } from './api/update-client-profile';
