import { usePersonalityShare } from '../api/use-personality-distribution';

/** "38% of visitors are Comfort Connoisseurs": shown only once the server has enough results to say. */
export function CrowdLine({ personality, title }: { personality: string; title: string }) {
  const percent = usePersonalityShare(personality);
  if (percent === undefined) return null;
  return (
    <p className="mt-6 text-center text-base font-semibold text-stone-800">
      {Math.round(percent)}% of visitors are {title}s
    </p>
  );
}
