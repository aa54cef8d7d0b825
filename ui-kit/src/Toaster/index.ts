export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { TOAST_TONES, toast } from './toastStore';
export type { ToastOptions, ToastTone } from './toastStore';
