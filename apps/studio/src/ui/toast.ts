/**
 * Shows a short message in the {@link Toaster}: `toast('Saved')`, `toast.success(...)`,
 * `toast.error(...)`, `toast.promise(...)`. The text comes translated from the caller.
 */
export { toast } from 'sonner';
