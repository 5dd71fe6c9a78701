# Code the emulated guest runs besides the crate's binary: the libc
# functions a few batch forms call through the GOT, and a CPUID probe.
# Assembled to a flat page by tools/avx512-emulated.sh; the runner reads
# each label's offset from the object's symbol table.
        .intel_syntax noprefix
        .text
        .globl memset, memcpy, memmove, guest_cpuid

# memset(dst, c, n) -> dst
memset:
        mov r8, rdi
        mov eax, esi
        mov rcx, rdx
        rep stosb
        mov rax, r8
        ret

# memcpy(dst, src, n) -> dst; memmove the same, copying backwards where
# the destination overlaps the source from above.
        .p2align 4
memcpy:
memmove:
        mov rax, rdi
        mov rcx, rdx
        cmp rdi, rsi
        jbe 1f
        lea r8, [rsi + rdx]
        cmp rdi, r8
        jae 1f
        lea rsi, [rsi + rdx - 1]
        lea rdi, [rdi + rdx - 1]
        std
        rep movsb
        cld
        ret
1:      rep movsb
        ret

# guest_cpuid(leaf, subleaf, out: *mut [u32; 4]): eax, ebx, ecx, edx.
        .p2align 4
guest_cpuid:
        push rbx
        mov r8, rdx
        mov eax, edi
        mov ecx, esi
        cpuid
        mov [r8], eax
        mov [r8 + 4], ebx
        mov [r8 + 8], ecx
        mov [r8 + 12], edx
        pop rbx
        ret
