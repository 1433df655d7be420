// github-slugger 1.x (the version Docusaurus resolves) ships no type declarations.
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
