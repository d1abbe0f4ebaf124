import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'outline' | 'ghost';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-70';

const variants: Record<Variant, string> = {
  primary: 'bg-orange-700 text-white shadow-md hover:bg-orange-800',
  outline: 'border-2 border-orange-700 bg-white text-orange-800 hover:bg-orange-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

/** `ref` reaches the button: a confirmation that closes gives the keyboard back to the one that opened it. */
export function Button({
  variant,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; ref?: Ref<HTMLButtonElement> }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
