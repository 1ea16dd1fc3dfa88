/** The devices module's door: what the rest of the server may use of it. */
export { devicesRoutes } from './devices.routes';
export { forgetSessionDevices } from './devices.service';
export { deleteDeviceByEndpoint, listUserWebDevices } from './devices.repo';
