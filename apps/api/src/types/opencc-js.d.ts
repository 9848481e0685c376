/** The part of opencc-js (its published package lacks the types it names) that text-screen.ts uses. */
declare module 'opencc-js/t2cn' {
  type Variant = 't' | 'tw' | 'twp' | 'hk' | 'cn' | 'jp';
  export function Converter(options: { from: Variant; to: Variant }): (text: string) => string;
}
