/** issue 29: an account with no staff role sees this and nothing else. */
export function StaffOnly() {
  return (
    <main className="mx-auto max-w-md p-8">
      <h1 className="text-2xl font-bold">The console is for staff.</h1>
    </main>
  );
}
