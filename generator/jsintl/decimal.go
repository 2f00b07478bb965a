package jsintl

import (
	"math"
	"strconv"
	"strings"
)

// roundDecimal writes |n| with between minFrac and maxFrac fraction digits, rounding half away
// from zero on n's shortest decimal form, as ECMA-402 does (1.005 → "1.01", unlike toFixed).
func roundDecimal(n float64, minFrac, maxFrac int) (intPart, frac string) {
	n = math.Abs(n)
	s := strconv.FormatFloat(n, 'f', -1, 64)
	intPart, frac, _ = strings.Cut(s, ".")
	if len(frac) > maxFrac {
		roundUp := frac[maxFrac] >= '5'
		frac = frac[:maxFrac]
		if roundUp {
			digits := []byte(intPart + frac)
			i := len(digits) - 1
			for ; i >= 0; i-- {
				if digits[i] == '9' {
					digits[i] = '0'
					continue
				}
				digits[i]++
				break
			}
			if i < 0 {
				digits = append([]byte{'1'}, digits...)
			}
			intPart, frac = string(digits[:len(digits)-maxFrac]), string(digits[len(digits)-maxFrac:])
		}
	}
	frac = strings.TrimRight(frac, "0")
	for len(frac) < minFrac {
		frac += "0"
	}
	return intPart, frac
}

// roundSignificant rounds |n| to sig significant digits, keeping all integer digits.
func roundSignificant(n float64, sig int) (intPart, frac string) {
	n = math.Abs(n)
	if n == 0 {
		return "0", ""
	}
	digits := int(math.Floor(math.Log10(n))) + 1
	maxFrac := sig - digits
	if maxFrac < 0 {
		maxFrac = 0
	}
	return roundDecimal(n, 0, maxFrac)
}

// group inserts sep every 3 digits from the right, when the number has at least minGrouping+3
// integer digits (Spanish and Polish leave 4-digit numbers ungrouped).
func group(intPart, sep string, minGrouping int) string {
	if sep == "" || len(intPart) < 3+minGrouping {
		return intPart
	}
	var b strings.Builder
	first := len(intPart) % 3
	if first == 0 {
		first = 3
	}
	b.WriteString(intPart[:first])
	for i := first; i < len(intPart); i += 3 {
		b.WriteString(sep)
		b.WriteString(intPart[i : i+3])
	}
	return b.String()
}
