package options

import "strings"

// Nearest returns the option closest to word by edit distance, ignoring case, or "" when none
// is close enough to be a likely misspelling (at most a third of word's length, at least 1).
func Nearest(word string, options []string) string {
	limit := max(1, len([]rune(word))/3)
	best, bestDist := "", limit+1
	w := strings.ToLower(word)
	for _, o := range options {
		if d := distance(w, strings.ToLower(o)); d < bestDist {
			best, bestDist = o, d
		}
	}
	return best
}

// distance is the number of single-rune insertions, deletions, substitutions and swaps of
// neighbours that turn a into b (optimal string alignment), the common typing slips.
func distance(a, b string) int {
	ar, br := []rune(a), []rune(b)
	d := make([][]int, len(ar)+1)
	for i := range d {
		d[i] = make([]int, len(br)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ar); i++ {
		for j := 1; j <= len(br); j++ {
			cost := 1
			if ar[i-1] == br[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ar[i-1] == br[j-2] && ar[i-2] == br[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ar)][len(br)]
}
