// The one tslib helper @docusaurus/utils-common's entry uses (`__importDefault`), for that file
// alone: it `require`s tslib, which keeps all of tslib's helpers (3.7 KB gzip) in main.js.
exports.__importDefault = function importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
};
