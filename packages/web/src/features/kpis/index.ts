/** The kpis feature's door: what the app shell and other features may use of it. */
export { useKpiCharts } from './api/get-kpi-charts';
export { kpisQueryKeys } from './api/get-kpis';
export { KpiSection } from './components/kpi-section';
