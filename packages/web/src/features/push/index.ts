/** The push feature's door (decision 021): web push notifications on this device. */
export { DeviceNotifications } from './components/device-notifications';
