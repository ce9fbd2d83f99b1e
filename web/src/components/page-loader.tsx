/** Centred spinner while a screen's code loads; plain CSS so the entry chunk stays small. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader-spinner" />
    </div>
  );
}
