export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#16375f" />
        <path
          d="M16 6v19M10 25h12M8 11h16M8 11l-3 7h6l-3-7Zm16 0-3 7h6l-3-7Z"
          stroke="#fff"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight text-brand-900">{name}</span>
    </span>
  );
}
