export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span className="spinner" />
    </div>
  );
}
