//! SVE2 implementations (Neoverse N2/V2, Cortex-A710 and later), chosen
//! at run time where detected.
