/** The operator working a case now (at most one). */
export interface CaseAssignmentsTable {
  case_id: string;
  operator_id: string;
  assigned_by: string;
  assigned_at: string;
}
