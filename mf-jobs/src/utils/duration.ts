/** How long a job's sends take, in words: '40 giây', '3 phút', '2 giờ 5 phút' (at least '1 giây'). */
export function durationInWords(seconds: number): string {
  const total = Math.max(1, Math.round(seconds));
  if (total < 60) return `${total} giây`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest > 0 ? `${hours} giờ ${rest} phút` : `${hours} giờ`;
}
