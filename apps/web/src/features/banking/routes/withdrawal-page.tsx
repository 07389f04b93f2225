// Scaffold: replaced by the feature that owns this route.
export default function Page() {
  return <main>withdrawal-page</main>;
}
