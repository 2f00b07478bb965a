package compile

import (
	"encoding/binary"
	"encoding/hex"
	"math/bits"
)

// md4Hex is the MD4 digest (RFC 1320) of data in hex: the content hash Docusaurus names the
// files markdown links to with (assets/files/<name>-<md4>.<ext>), so that their URLs match.
// Not for security: MD4 is broken as a cryptographic hash.
func md4Hex(data []byte) string {
	a, b, c, d := uint32(0x67452301), uint32(0xefcdab89), uint32(0x98badcfe), uint32(0x10325476)
	// Pad: a 1 bit, zeros to 56 bytes mod 64, then the length in bits, little-endian.
	msg := append(append([]byte(nil), data...), 0x80)
	for len(msg)%64 != 56 {
		msg = append(msg, 0)
	}
	msg = binary.LittleEndian.AppendUint64(msg, uint64(len(data))*8)
	var x [16]uint32
	for off := 0; off < len(msg); off += 64 {
		for i := range x {
			x[i] = binary.LittleEndian.Uint32(msg[off+4*i:])
		}
		aa, bb, cc, dd := a, b, c, d
		f := func(x, y, z uint32) uint32 { return x&y | ^x&z }
		g := func(x, y, z uint32) uint32 { return x&y | x&z | y&z }
		h := func(x, y, z uint32) uint32 { return x ^ y ^ z }
		for _, k := range [4]int{0, 4, 8, 12} { // round 1
			a = bits.RotateLeft32(a+f(b, c, d)+x[k], 3)
			d = bits.RotateLeft32(d+f(a, b, c)+x[k+1], 7)
			c = bits.RotateLeft32(c+f(d, a, b)+x[k+2], 11)
			b = bits.RotateLeft32(b+f(c, d, a)+x[k+3], 19)
		}
		for _, k := range [4]int{0, 1, 2, 3} { // round 2
			a = bits.RotateLeft32(a+g(b, c, d)+x[k]+0x5a827999, 3)
			d = bits.RotateLeft32(d+g(a, b, c)+x[k+4]+0x5a827999, 5)
			c = bits.RotateLeft32(c+g(d, a, b)+x[k+8]+0x5a827999, 9)
			b = bits.RotateLeft32(b+g(c, d, a)+x[k+12]+0x5a827999, 13)
		}
		for _, k := range [4]int{0, 2, 1, 3} { // round 3
			a = bits.RotateLeft32(a+h(b, c, d)+x[k]+0x6ed9eba1, 3)
			d = bits.RotateLeft32(d+h(a, b, c)+x[k+8]+0x6ed9eba1, 9)
			c = bits.RotateLeft32(c+h(d, a, b)+x[k+4]+0x6ed9eba1, 11)
			b = bits.RotateLeft32(b+h(c, d, a)+x[k+12]+0x6ed9eba1, 15)
		}
		a, b, c, d = a+aa, b+bb, c+cc, d+dd
	}
	var sum [16]byte
	for i, v := range [4]uint32{a, b, c, d} {
		binary.LittleEndian.PutUint32(sum[4*i:], v)
	}
	return hex.EncodeToString(sum[:])
}
