import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`rounded-3xl bg-white p-6 shadow-lg ring-1 ring-stone-900/5 sm:p-8 ${className}`} {...props} />
  );
}
