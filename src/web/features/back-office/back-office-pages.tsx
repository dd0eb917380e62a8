/** Replaced by the feature's helper in this session (issue 4). */
export function OfficerApplicationsPage() {
  return null;
}
export function OfficerApplicationPage() {
  return null;
}
export function OfficerPermitsPage() {
  return null;
}
export function OfficerPermitPage() {
  return null;
}
