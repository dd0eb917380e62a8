/**
 * What other features use of the fees feature: the fee panel an application and the back office
 * show, and the rates tab of the content administration.
 */
export { FeePanel } from './fee-panel.tsx';
export { FeeRatesTab } from './fee-rates-tab.tsx';
