import { paths } from '../../app/paths';

/** The how-it-works page with the member's code as `ref`: registering from it prefills the code. */
export function referralUrl(origin: string, code: string): string {
  return `${origin}${paths.howItWorks}?ref=${encodeURIComponent(code)}`;
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function emailShareUrl(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
