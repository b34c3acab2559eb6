// The names and spellings students type for schools, with the school they mean: the logic tier's
// table (ui/src/logic/search/search-catalogue.test.ts), the picker's end-to-end test
// (tests/e2e/university-search.e2e.ts) and the results-on-screen benchmark (bench/search-results.ts)
// all read this list.

/** The issue's eighteen names and spellings: short names, Saint/St., main campuses, typos. */
export const ISSUE_QUERIES: readonly (readonly [string, string])[] = [
  ['MIT', 'Massachusetts Institute of Technology'],
  ['UCLA', 'University of California-Los Angeles'],
  ['Saint Olaf', 'St Olaf College'],
  ['Ohio State', 'Ohio State University-Main Campus'],
  ['Havard', 'Harvard University'],
  ['UPenn', 'University of Pennsylvania'],
  ['NYU', 'New York University'],
  ['USC', 'University of Southern California'],
  ['Georgia Tech', 'Georgia Institute of Technology-Main Campus'],
  ['Penn State', 'Pennsylvania State University-Main Campus'],
  ['UNC', 'University of North Carolina at Chapel Hill'],
  ['UT Austin', 'The University of Texas at Austin'],
  ['Texas A&M', 'Texas A & M University-College Station'],
  ['UC Berkeley', 'University of California-Berkeley'],
  ['St. Louis University', 'Saint Louis University'],
  ['Caltech', 'California Institute of Technology'],
  ['Virginia Tech', 'Virginia Polytechnic Institute and State University'],
  ['Stanfrod', 'Stanford University'],
]
