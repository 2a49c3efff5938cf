/** The 'OR' rule between social sign-in and the email form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-400">
      <span className="h-px flex-1 bg-slate-200" />
      <span>OR</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
