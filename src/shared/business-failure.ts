/** A business failure as the API shows it (checkout and order workflows): contract status, code, message, details. */
export interface BusinessFailure {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown> | Array<{ field: string; code: string; message: string }>;
}
