/**
 * The back office (issue 4 item 7): the officers' screens, one lazy chunk loaded only by officers
 * who open them (pages.tsx). The route table guards them with ROLE_OFFICER, and every call they
 * make is checked by the server again (403 for anyone else).
 */
export { OfficerApplicationPage } from './application-page.tsx';
export { OfficerApplicationsPage } from './applications-queue-page.tsx';
export { OfficerPermitPage } from './permit-page.tsx';
export { OfficerPermitsPage } from './permits-list-page.tsx';
export { OfficerWorkloadPage } from './workload-page.tsx';
