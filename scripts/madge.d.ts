/** The part of madge's API (it ships no types) that scripts/importCycles.ts uses. */
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    excludeRegExp?: RegExp[];
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  interface MadgeResult {
    /** Each cycle: the files of the path, the first one imported again by the last. */
    circular(): string[][];
    obj(): Record<string, string[]>;
  }
  export default function madge(
    paths: string | string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
