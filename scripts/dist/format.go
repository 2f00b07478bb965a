package main

import (
	"bytes"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"fmt"
	"strings"
)

// binaryKind is what an executable is made for, read from its headers: the format of its
// platform (ELF for Linux, Mach-O for macOS, PE for Windows) and its processor, by Node's
// name (x64, arm64).
type binaryKind struct {
	format, cpu string
}

func (k binaryKind) String() string { return k.format + " " + k.cpu }

// want is the kind of executable t runs.
func (t target) want() binaryKind {
	format := map[string]string{"linux": "ELF", "darwin": "Mach-O", "windows": "PE"}[t.goos]
	return binaryKind{format, t.cpu}
}

// checkBinary says whether data is an executable for t: the right format and processor, and
// for the checks each format allows, one that runs there: a static ELF executable (built
// without cgo: no interpreter, no shared library), a Mach-O executable, a PE console program.
func checkBinary(data []byte, t target) error {
	kind, needs, err := readKind(data)
	if err != nil {
		return err
	}
	if want := t.want(); kind != want {
		return fmt.Errorf("a %s executable, not the %s of %s", kind, want, t.name())
	}
	if kind.format == "ELF" && len(needs) > 0 {
		return fmt.Errorf("a dynamically linked ELF executable, which needs %s: built with cgo?", strings.Join(needs, ", "))
	}
	return nil
}

// readKind reads the headers of an executable; for an ELF one, needs is what it needs of the
// system it runs on: its interpreter and shared libraries.
func readKind(data []byte) (kind binaryKind, needs []string, err error) {
	r := bytes.NewReader(data)
	switch {
	case bytes.HasPrefix(data, []byte(elf.ELFMAG)):
		f, err := elf.NewFile(r)
		if err != nil {
			return binaryKind{}, nil, err
		}
		defer f.Close()
		if f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
			return binaryKind{}, nil, fmt.Errorf("an ELF file of type %s, not an executable", f.Type)
		}
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				needs = append(needs, "an interpreter")
			}
		}
		libs, _ := f.ImportedLibraries()
		needs = append(needs, libs...)
		cpu := map[elf.Machine]string{elf.EM_X86_64: "x64", elf.EM_AARCH64: "arm64", elf.EM_386: "ia32", elf.EM_ARM: "arm"}[f.Machine]
		return binaryKind{"ELF", or(cpu, f.Machine.String())}, needs, nil
	case len(data) >= 4 && isMachO(data[:4]):
		f, err := macho.NewFile(r)
		if err != nil {
			return binaryKind{}, nil, err
		}
		defer f.Close()
		if f.Type != macho.TypeExec {
			return binaryKind{}, nil, fmt.Errorf("a Mach-O file of type %s, not an executable", f.Type)
		}
		cpu := map[macho.Cpu]string{macho.CpuAmd64: "x64", macho.CpuArm64: "arm64", macho.Cpu386: "ia32", macho.CpuArm: "arm"}[f.Cpu]
		return binaryKind{"Mach-O", or(cpu, f.Cpu.String())}, nil, nil
	case bytes.HasPrefix(data, []byte("MZ")):
		f, err := pe.NewFile(r)
		if err != nil {
			return binaryKind{}, nil, err
		}
		defer f.Close()
		if f.Characteristics&pe.IMAGE_FILE_EXECUTABLE_IMAGE == 0 || f.Characteristics&pe.IMAGE_FILE_DLL != 0 {
			return binaryKind{}, nil, fmt.Errorf("a PE file that is not a program (characteristics %#x)", f.Characteristics)
		}
		var subsystem uint16
		switch h := f.OptionalHeader.(type) {
		case *pe.OptionalHeader64:
			subsystem = h.Subsystem
		case *pe.OptionalHeader32:
			subsystem = h.Subsystem
		}
		if subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_CUI {
			return binaryKind{}, nil, fmt.Errorf("a PE program for subsystem %d, not a console program", subsystem)
		}
		cpu := map[uint16]string{pe.IMAGE_FILE_MACHINE_AMD64: "x64", pe.IMAGE_FILE_MACHINE_ARM64: "arm64", pe.IMAGE_FILE_MACHINE_I386: "ia32"}[f.Machine]
		return binaryKind{"PE", or(cpu, fmt.Sprintf("machine %#x", f.Machine))}, nil, nil
	}
	return binaryKind{}, nil, fmt.Errorf("not an executable (it starts with %q)", data[:min(len(data), 8)])
}

// isMachO reports whether magic is that of a thin Mach-O file, either byte order.
func isMachO(magic []byte) bool {
	for _, m := range []uint32{macho.Magic32, macho.Magic64} {
		be := []byte{byte(m >> 24), byte(m >> 16), byte(m >> 8), byte(m)}
		le := []byte{byte(m), byte(m >> 8), byte(m >> 16), byte(m >> 24)}
		if bytes.Equal(magic, be) || bytes.Equal(magic, le) {
			return true
		}
	}
	return false
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
