// Stands in for theme-classic's nprogress client module: src/clientModules/progressBar.ts runs
// the route progress bar and loads nprogress with the first navigation to another path.
