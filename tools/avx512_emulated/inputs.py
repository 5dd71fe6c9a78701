"""Inputs of the kinds the crate's tests use: edge boards (empty, full,
single squares, files, ranks, diagonals), random boards of every density,
and game-like positions for `side_attacks` and `king_safety`, chosen so
that checks, double checks and pins are common."""

MASK64 = (1 << 64) - 1

FILE_A = 0x0101_0101_0101_0101
RANK_1 = 0xFF
DIAGONAL = 0x8040_2010_0804_0201
ANTI_DIAGONAL = 0x0102_0408_1020_4080
EDGE_BOARDS = (
    [0, MASK64, 1, 1 << 63, 1 << 7, 1 << 56, DIAGONAL, ANTI_DIAGONAL, DIAGONAL | ANTI_DIAGONAL,
     0x00FF_00FF_00FF_00FF, 0x55AA_55AA_55AA_55AA, 0xAA55_AA55_AA55_AA55, 0x7E7E_7E7E_7E7E_7E7E,
     0xFF81_8181_8181_81FF, 0x0000_0018_1800_0000, 0x8100_0000_0000_0081, 0x00FF_0000_0000_FF00]
    + [FILE_A << f for f in range(8)]
    + [RANK_1 << (8 * r) for r in range(8)]
)

# The crate's `Dir` order: N, NE, E, SE, S, SW, W, NW as (file, rank) steps.
STEPS = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]
KNIGHT_STEPS = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
KING_STEPS = [(f, r) for f in (-1, 0, 1) for r in (-1, 0, 1) if f or r]
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(6)


def board(r):
    """A random board: edge boards, single squares and bits cleared, and
    random boards of density 1/8, 1/4 and 1/2."""
    kind = r.randrange(16)
    if kind == 0:
        return r.choice([0, MASK64])
    if kind == 1:
        return 1 << r.randrange(64)
    if kind == 2:
        return MASK64 ^ (1 << r.randrange(64))
    if kind == 3:
        return r.choice(EDGE_BOARDS) ^ (MASK64 if r.random() < 0.3 else 0)
    if kind < 8:
        return r.getrandbits(64) & r.getrandbits(64) & r.getrandbits(64)
    if kind < 12:
        return r.getrandbits(64) & r.getrandbits(64)
    return r.getrandbits(64)


def byte(r):
    kind = r.randrange(5)
    if kind == 0:
        return r.choice([0, 0xFF])
    if kind == 1:
        return 1 << r.randrange(8)
    return r.randrange(256)


def square_steps(square, steps):
    f, rank = square & 7, square >> 3
    return [f + df + 8 * (rank + dr) for df, dr in steps if 0 <= f + df < 8 and 0 <= rank + dr < 8]


def ray(square, direction):
    """The squares from `square` (excluded) to the board's edge."""
    df, dr = STEPS[direction]
    f, rank, out = square & 7, square >> 3, []
    while 0 <= f + df < 8 and 0 <= rank + dr < 8:
        f, rank = f + df, rank + dr
        out.append(f + 8 * rank)
    return out


def bits(squares):
    out = 0
    for s in squares:
        out |= 1 << s
    return out


def attacked_by_pawn(square, us):
    """The squares from which a pawn of the side against `us` attacks
    `square` (white pawns move up, so they attack a black king from below)."""
    return square_steps(square, [(-1, 1), (1, 1)] if us == 0 else [(-1, -1), (1, -1)])


def naive_safety(king, ours, theirs, us):
    """(checkers, pinned) by walking the board square by square: an
    independent classification of a position, used to choose inputs."""
    their_all = 0
    for b in theirs:
        their_all |= b
    checkers = theirs[KNIGHT] & bits(square_steps(king, KNIGHT_STEPS))
    checkers |= theirs[KING] & bits(square_steps(king, KING_STEPS))
    checkers |= theirs[PAWN] & bits(attacked_by_pawn(king, us))
    pinned = 0
    for direction in range(8):
        sliders = theirs[QUEEN] | (theirs[ROOK] if direction % 2 == 0 else theirs[BISHOP])
        between = []
        for s in ray(king, direction):
            b = 1 << s
            if their_all & b:
                if sliders & b:
                    if not between:
                        checkers |= b
                    elif len(between) == 1:
                        pinned |= between[0]
                break
            if ours & b:
                between.append(b)
                if len(between) == 2:
                    break
    return checkers, pinned


def _game_like(r, want):
    """One legal-looking position (our king, their king not next to it,
    pawns off the back ranks, pieces scattered), with pieces placed to give
    what `want` asks for: 'check', 'double', 'pin' or 'quiet'."""
    occupant = {}  # square -> (ours?, piece)
    king = r.randrange(64)
    occupant[king] = (True, KING)
    near = set(square_steps(king, KING_STEPS)) | {king}
    their_king = r.choice([s for s in range(64) if s not in near])
    occupant[their_king] = (False, KING)
    us = r.randrange(2)

    def place(square, ours, piece):
        if square in occupant or (piece == PAWN and square >> 3 in (0, 7)):
            return False
        occupant[square] = (ours, piece)
        return True

    attacks = {"quiet": 0, "check": 1, "double": 2, "pin": 0}[want]
    for _ in range(attacks):
        kind = r.randrange(4)
        if kind == 0:
            place(r.choice(square_steps(king, KNIGHT_STEPS)), False, KNIGHT)
        elif kind == 1 and attacked_by_pawn(king, us):
            place(r.choice(attacked_by_pawn(king, us)), False, PAWN)
        else:
            direction = r.randrange(8)
            line = ray(king, direction)
            if line:
                slider = r.choice([QUEEN, ROOK if direction % 2 == 0 else BISHOP])
                place(r.choice(line), False, slider)
    pins = r.choice([1, 1, 2, 3]) if want == "pin" else (1 if r.random() < 0.3 else 0)
    for _ in range(pins):
        direction = r.randrange(8)
        line = ray(king, direction)
        if len(line) >= 2:
            at = r.randrange(1, len(line))
            slider = r.choice([QUEEN, ROOK if direction % 2 == 0 else BISHOP])
            if place(line[at], False, slider):
                place(line[r.randrange(at)], True, r.choice([PAWN, KNIGHT, BISHOP, ROOK, QUEEN]))
    density = r.choice([0.05, 0.1, 0.2, 0.3])
    for s in range(64):
        if r.random() < density:
            ours = r.random() < 0.5
            place(s, ours, r.choice([PAWN, PAWN, PAWN, KNIGHT, BISHOP, ROOK, QUEEN]))
    ours = bits(s for s, (mine, _) in occupant.items() if mine)
    theirs = tuple(bits(s for s, (mine, p) in occupant.items() if not mine and p == piece) for piece in range(6))
    return king, ours, theirs, us


def _anything(r):
    """Any boards at all (overlapping fields, several kings, the king's
    square not among ours): the kernels are defined for every input."""
    def sparse():
        return r.getrandbits(64) & r.getrandbits(64) & r.getrandbits(64)
    return r.randrange(64), board(r), tuple(sparse() for _ in range(6)), r.randrange(2)


def position(r, counts=None):
    """(king, ours, theirs, us): one position in five of any boards, the
    rest game-like, taken in turn as quiet, in check, in double check and
    with a pin, each confirmed by `naive_safety` (up to 50 tries)."""
    if r.random() < 0.2:
        return _anything(r)
    want = r.choice(["quiet", "check", "check", "double", "pin", "pin"])
    for _ in range(50):
        candidate = _game_like(r, want)
        checkers, pinned = naive_safety(*candidate)
        n = bin(checkers).count("1")
        got = "double" if n > 1 else "check" if n == 1 else "pin" if pinned else "quiet"
        if got == want or (want == "pin" and pinned):
            return candidate
    return candidate


def value(ty, r):
    """A random value of a kernel argument type."""
    if ty == "u64":
        return board(r)
    if ty == "u8":
        return byte(r)
    if ty == "Square":
        return r.randrange(64)
    if ty in ("File", "Dir"):
        return r.randrange(8)
    if ty == "Color":
        return r.randrange(2)
    if ty == "Side":
        return position(r)[2]
    raise ValueError(f"no inputs for type {ty}")


def arguments(single, r, i):
    """Arguments for call number `i` of the single kernel `single`: the
    first 64 calls sweep squares, single bits and edge values; after that,
    random values."""
    types = [t for _, t in single.args]
    if single.name == "king_safety":
        king, ours, theirs, us = position(r)
        if i < 64:
            king = i
        return [king, ours, theirs, us]
    if single.name == "side_attacks":
        _, ours, theirs, us = position(r)
        everything = ours
        for b in theirs:
            everything |= b
        occupied = r.choice([everything, everything | board(r), board(r)])
        return [theirs, occupied, us]
    args = [value(t, r) for t in types]
    if i < 64:
        for j, t in enumerate(types):
            if t == "Square":
                args[j] = i
            elif t in ("File", "Dir"):
                args[j] = i % 8
            elif t == "Color":
                args[j] = i & 1
            elif t == "u64" and j == 0:
                args[j] = 1 << i if i >= len(EDGE_BOARDS) else EDGE_BOARDS[i]
            elif t == "u8" and j == 0:
                args[j] = [0, 0xFF, 1, 0x80, 0x81, 0x7E, 0x55, 0xAA][i] if i < 8 else i * 4 + 3
    return args
